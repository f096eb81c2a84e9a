-- Activity filtered by day (Console > Activity's From and To, and its sheet): the days' range by its own index.
CREATE INDEX admin_activity_created_idx ON admin_activity (created_at DESC);
