-- An object's history follows it when it moves: the audit log is also read by the object's uid.
CREATE INDEX audit_log_uid ON audit_log (uid, id);
