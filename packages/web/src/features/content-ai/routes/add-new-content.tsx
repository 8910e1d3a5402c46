import { commerceMessages } from '@cellar/validation/commerce';
import { useNavigate } from 'react-router';
import { Screen } from '@/components/screen';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateAiCampaign } from '@/features/content-ai/api/create-ai-campaign';
import { CampaignFormView } from '@/features/content-ai/components/content-ai/campaign-form';
import { newCampaignForm } from '@/features/content-ai/utils/campaign-form';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';

/** Add new content (commerce-operations §2 /content_ai/add_new_content): a new AI campaign, then back to the list. */
export function Component() {
  const create = useCreateAiCampaign();
  const navigate = useNavigate();
  return (
    <Screen title="Add new content">
      <CampaignFormView
        label="New AI campaign"
        submitLabel="Create"
        afterSave="defaults"
        draftKey="ai-campaign:new"
        defaultValues={newCampaignForm()}
        save={async (campaign) => {
          const { warnings } = await create.mutateAsync(campaign);
          toast.success(commerceMessages.success.created);
          for (const warning of warnings) toast.info(warning.message);
          void navigate(paths.contentAi.contentGenerated.getHref());
        }}
        onError={(error) => {
          if (serverIssues(error).length === 0) toast.error(errorMessage(error));
        }}
      />
    </Screen>
  );
}
