-- The exceptions of one series that touch a range of dates (by their own date or the date they were moved to), as a
-- JSON array of [occurrence_date, removed, date, hour, title, category, duration]. Called by the planner's range read
-- for each series row: a function is set up only when called, so a read without repeating blocks pays nothing for it.
CREATE OR REPLACE FUNCTION "time_block_exceptions_in_range"(owner uuid, block uuid, from_date date, to_date date) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT json_agg(json_build_array(e.occurrence_date, e.removed, e.date, e.hour, e.title, e.category, e.duration))
  FROM time_block_exceptions e
  WHERE e.block_id = block AND e.user_id = owner
    AND (e.occurrence_date BETWEEN from_date AND to_date OR e.date BETWEEN from_date AND to_date)
$$;
