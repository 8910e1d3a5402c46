-- A deleted newsletter (directly or with its folder) takes its audience with it: the uploaded email lists and
-- the recipients still to send. The outbox keeps what was sent (history).
CREATE INDEX newsletter_audience_uploads_newsletter ON newsletter_audience_uploads (newsletter_uid);

CREATE TRIGGER objects_delete_newsletter_audience AFTER DELETE ON objects
WHEN OLD.type_name = 'Newsletter'
BEGIN
  DELETE FROM newsletter_audience_lists WHERE newsletter_uid = OLD.uid;
  DELETE FROM newsletter_audience_emails
    WHERE upload_id IN (SELECT id FROM newsletter_audience_uploads WHERE newsletter_uid = OLD.uid);
  DELETE FROM newsletter_audience_uploads WHERE newsletter_uid = OLD.uid;
  DELETE FROM newsletter_recipients WHERE newsletter_uid = OLD.uid;
END;
