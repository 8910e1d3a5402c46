import { commerceMessages } from '@cellar/validation/commerce';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Screen } from '@/components/screen';
import { Loading } from '@/components/ui/loading';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAiCampaign } from '@/features/content-ai/api/get-ai-campaign';
import { useUpdateAiCampaign } from '@/features/content-ai/api/update-ai-campaign';
import { CampaignFormView } from '@/features/content-ai/components/content-ai/campaign-form';
import { campaignFormOf } from '@/features/content-ai/utils/campaign-form';
import { errorMessage } from '@/lib/error-message';
import { serverIssues } from '@/lib/server-issues';

const TITLE = 'Edit content';

/** A campaign that cannot be loaded: §8 'Error al cargar los datos de la campaña', then back to the list. */
function BackToList() {
  const navigate = useNavigate();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    toast.error(commerceMessages.aiCampaign.loadError);
    void navigate(paths.contentAi.contentGenerated.getHref(), { replace: true });
  }, [navigate]);
  return <Loading />;
}

function EditCampaign({ id }: { id: number }) {
  const campaign = useAiCampaign(id);
  const update = useUpdateAiCampaign(id);
  if (campaign.isError) return <BackToList />;
  if (campaign.isPending) return <Loading />;
  return (
    <CampaignFormView
      // A fresh form per stored version: after a save the fields start from what the server holds.
      key={campaign.data.modification_date}
      label={`AI campaign ${id}`}
      submitLabel="Save"
      afterSave="keep"
      defaultValues={campaignFormOf(campaign.data)}
      save={async (input) => {
        const { warnings } = await update.mutateAsync(input);
        toast.success(commerceMessages.success.saved);
        for (const warning of warnings) toast.info(warning.message);
      }}
      onError={(error) => {
        if (serverIssues(error).length === 0) toast.error(errorMessage(error));
      }}
    />
  );
}

/** Edit content (commerce-operations §2 /content_ai/edit_content/{id}): the campaign's form. */
export function Component() {
  const { id = '' } = useParams();
  const campaignId = /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
  return (
    <Screen title={TITLE}>{campaignId === null ? <BackToList /> : <EditCampaign id={campaignId} />}</Screen>
  );
}
