-- Structured facts (issue 27 item 1, ADR 0027). A listing's details were lines of free text (a
-- college's feeRange, a school's board and grades, a tutor's hourlyRate, course names); they become
-- typed values the compare page, the facets and the JSON-LD can read. Existing text is read here once:
-- a fee, grade range or course level that reads clearly becomes numbers or codes, and whatever does
-- not ("₹6,00,000 – ₹12,00,000 per programme" is not a yearly fee) is kept word for word as a note, so
-- nothing an owner wrote is lost. The same conversion applies to the edits waiting in the queue.
-- The functions are this migration's own and are dropped at its end.

-- "₹1,20,000", "Rs. 600", "1.5 lakh", "2 crore", "40k": whole rupees, or null.
CREATE FUNCTION lwl_0025_rupees(amount text) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[];
BEGIN
  parts := regexp_match(lower(btrim(amount)),
    '^(?:₹|rs\.?|inr)?\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(lakhs?|lacs?|l|crores?|cr|k)?$');
  IF parts IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN round(replace(parts[1], ',', '')::numeric * CASE
    WHEN parts[2] IS NULL THEN 1
    WHEN parts[2] = 'k' THEN 1000
    WHEN parts[2] LIKE 'c%' THEN 10000000
    ELSE 100000
  END);
END
$$;
--> statement-breakpoint
-- "₹1,20,000 – ₹1,80,000 per year", "₹600 an hour": {min, max, per} with per YEAR, MONTH or HOUR; null
-- for anything else.
CREATE FUNCTION lwl_0025_fee(fee text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  amount constant text := '(?:₹|rs\.?|inr)?\s*[0-9][0-9,]*(?:\.[0-9]+)?\s*(?:lakhs?|lacs?|crores?|cr|l|k)?';
  parts text[];
  low bigint;
  high bigint;
BEGIN
  IF fee IS NULL THEN
    RETURN NULL;
  END IF;
  parts := regexp_match(lower(btrim(fee)),
    '^(' || amount || ')\s*(?:(?:–|—|-|to)\s*(' || amount || '))?\s*(?:per|an?|/|every)\s*(year|annum|yr|month|mo|hour|hr)$');
  IF parts IS NULL THEN
    RETURN NULL;
  END IF;
  low := lwl_0025_rupees(parts[1]);
  high := CASE WHEN parts[2] IS NULL THEN low ELSE lwl_0025_rupees(parts[2]) END;
  IF low IS NULL OR high IS NULL OR high < low OR high > 100000000 THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object('min', low, 'max', high, 'per', CASE
    WHEN parts[3] IN ('year', 'annum', 'yr') THEN 'YEAR'
    WHEN parts[3] IN ('month', 'mo') THEN 'MONTH'
    ELSE 'HOUR'
  END);
END
$$;
--> statement-breakpoint
-- "Nursery", "KG", "Class 5", "12": a grade code of listing-facts.ts SCHOOL_GRADES, or null.
CREATE FUNCTION lwl_0025_grade(grade text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN g IN ('nursery') THEN 'NURSERY'
    WHEN g IN ('kg', 'lkg', 'kindergarten', 'jr kg', 'junior kg') THEN 'LKG'
    WHEN g IN ('ukg', 'sr kg', 'senior kg') THEN 'UKG'
    WHEN g ~ '^[0-9]{1,2}$' AND g::int BETWEEN 1 AND 12 THEN g::int::text
  END
  FROM (SELECT regexp_replace(lower(btrim(grade)), '^(classes|class|grades|grade|std\.?|standard)\s*', '') AS g) AS cleaned
$$;
--> statement-breakpoint
-- "Nursery–12", "KG to Class 10": {from, to}, or null when either end does not read or they run backwards.
CREATE FUNCTION lwl_0025_grades(grades text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  order_of constant text[] := ARRAY['NURSERY','LKG','UKG','1','2','3','4','5','6','7','8','9','10','11','12'];
  parts text[];
  low text;
  high text;
BEGIN
  parts := regexp_match(lower(btrim(grades)), '^(.*\S)\s*(?:–|—|-|to)\s*(\S.*)$');
  IF parts IS NULL THEN
    RETURN NULL;
  END IF;
  low := lwl_0025_grade(parts[1]);
  high := lwl_0025_grade(parts[2]);
  IF low IS NULL OR high IS NULL OR array_position(order_of, high) < array_position(order_of, low) THEN
    RETURN NULL;
  END IF;
  RETURN jsonb_build_object('from', low, 'to', high);
END
$$;
--> statement-breakpoint
-- A course's level from how Indian degrees are named (B.Tech, MBA, PhD, D.Pharm), or null.
CREATE FUNCTION lwl_0025_course_level(course text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN c ~ '^(ph\.?\s?d|d\.?\s?phil|doctor of philosophy)' THEN 'DOCTORATE'
    WHEN c ~ '^(pgd|pg |post ?graduate|executive mba|master|m\.|m |ma\M|msc\M|mba\M|mca\M|mcom\M|mtech\M|md\M|ms\M|mds\M|llm\M|mphil\M)' THEN 'PG'
    WHEN c ~ '^(diploma|d\.\s?pharm|d\.\s?ed|polytechnic)' THEN 'DIPLOMA'
    WHEN c ~ '^(bachelor|b\.|b |ba\M|bsc\M|bba\M|bca\M|bcom\M|btech\M|be\M|mbbs\M|bds\M|bams\M|bhms\M|llb\M|pharm\.?\s?d\M|integrated)' THEN 'UG'
  END
  FROM (SELECT lower(btrim(course)) AS c) AS cleaned
$$;
--> statement-breakpoint
-- A fee text as the new fields: {money, note}. A fee that reads in the wanted period fills the range;
-- otherwise the words stay as the note.
CREATE FUNCTION lwl_0025_yearly_fee(fee text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN nullif(btrim(fee), '') IS NULL THEN jsonb_build_object('range', null, 'note', null)
    WHEN parsed->>'per' = 'YEAR' THEN jsonb_build_object(
      'range', jsonb_build_object('min', (parsed->>'min')::bigint, 'max', (parsed->>'max')::bigint, 'currency', 'INR'),
      'note', null)
    ELSE jsonb_build_object('range', null, 'note', btrim(fee))
  END
  FROM (SELECT lwl_0025_fee(fee) AS parsed) AS reading
$$;
--> statement-breakpoint
CREATE FUNCTION lwl_0025_details(details jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  fee jsonb;
  grades jsonb;
  rate jsonb;
BEGIN
  IF details IS NULL OR jsonb_typeof(details) <> 'object' THEN
    RETURN details;
  END IF;
  IF details->>'kind' = 'COLLEGE' AND NOT details ? 'tuition' THEN
    fee := lwl_0025_yearly_fee(details->>'feeRange');
    RETURN jsonb_build_object(
      'kind', 'COLLEGE',
      'establishedYear', details->'establishedYear',
      'affiliation', details->'affiliation',
      'courses', coalesce((
        SELECT jsonb_agg(jsonb_build_object(
          'name', course, 'level', lwl_0025_course_level(course), 'durationYears', null, 'seats', null) ORDER BY position)
        FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(details->'courses') = 'array' THEN details->'courses' ELSE '[]' END)
          WITH ORDINALITY AS entries(course, position)
      ), '[]'::jsonb),
      'tuition', fee->'range',
      'feeNote', fee->'note',
      'entranceExams', '[]'::jsonb,
      'admission', null,
      'accreditation', null,
      'ranking', null,
      'hostel', null,
      'placements', null);
  ELSIF details->>'kind' = 'SCHOOL' AND NOT details ? 'boards' THEN
    fee := lwl_0025_yearly_fee(details->>'feeRange');
    grades := lwl_0025_grades(details->>'grades');
    RETURN jsonb_build_object(
      'kind', 'SCHOOL',
      'boards', CASE WHEN nullif(btrim(details->>'board'), '') IS NULL THEN '[]'::jsonb
        ELSE jsonb_build_array(btrim(details->>'board')) END,
      'grades', grades,
      'gradesNote', CASE WHEN grades IS NULL THEN nullif(btrim(details->>'grades'), '') END,
      'medium', details->'medium',
      'annualFee', null,
      'feeNote', null,
      'studentsPerTeacher', null,
      'boarding', null,
      'transport', null,
      'admission', null,
      'facilities', '[]'::jsonb);
  ELSIF details->>'kind' = 'TUTORIAL' AND NOT details ? 'levels' THEN
    rate := lwl_0025_fee(details->>'hourlyRate');
    RETURN jsonb_build_object(
      'kind', 'TUTORIAL',
      'subjects', coalesce(details->'subjects', '[]'::jsonb),
      'levels', '[]'::jsonb,
      'modes', coalesce(details->'modes', '[]'::jsonb),
      'fee', CASE WHEN rate IS NOT NULL AND rate->>'min' = rate->>'max' AND rate->>'per' IN ('HOUR', 'MONTH')
        THEN jsonb_build_object('amount', (rate->>'min')::bigint, 'currency', 'INR', 'per', rate->>'per') END,
      'feeNote', CASE WHEN rate IS NOT NULL AND rate->>'min' = rate->>'max' AND rate->>'per' IN ('HOUR', 'MONTH')
        THEN null ELSE nullif(btrim(details->>'hourlyRate'), '') END,
      'batchSize', null,
      'demoClass', null,
      'experienceYears', null);
  END IF;
  RETURN details;
END
$$;
--> statement-breakpoint
-- While search_document still has its old expression: the statement trigger of search_terms reads it.
UPDATE "listings" SET "details" = lwl_0025_details("details")
  WHERE "details" IS NOT NULL AND "details" IS DISTINCT FROM lwl_0025_details("details");
--> statement-breakpoint
UPDATE "pending_approvals"
  SET "proposed_changes" = jsonb_set("proposed_changes", '{details}', lwl_0025_details("proposed_changes"->'details'))
  WHERE "content_type" = 'LISTING' AND jsonb_typeof("proposed_changes"->'details') = 'object'
    AND "proposed_changes"->'details' IS DISTINCT FROM lwl_0025_details("proposed_changes"->'details');
--> statement-breakpoint
DROP FUNCTION lwl_0025_details(jsonb);--> statement-breakpoint
DROP FUNCTION lwl_0025_yearly_fee(text);--> statement-breakpoint
DROP FUNCTION lwl_0025_course_level(text);--> statement-breakpoint
DROP FUNCTION lwl_0025_grades(text);--> statement-breakpoint
DROP FUNCTION lwl_0025_grade(text);--> statement-breakpoint
DROP FUNCTION lwl_0025_fee(text);--> statement-breakpoint
DROP FUNCTION lwl_0025_rupees(text);--> statement-breakpoint
-- Search matches a school's boards (was board), only the names of courses (now objects) and a college's
-- entrance exams.
ALTER TABLE "listings" drop column "search_document";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('lwl_search', coalesce(name, '')), 'A') || setweight(to_tsvector('lwl_search', coalesce(city, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(address_line1, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('lwl_search', coalesce(details->>'subjects', '') || ' ' || coalesce(details->>'boards', '') || ' ' || coalesce(details->>'affiliation', '') || ' ' || coalesce(jsonb_path_query_array(details, '$.courses[*].name')::text, '') || ' ' || coalesce(details->>'entranceExams', '')), 'C') || strip(setweight(to_tsvector('lwl_search', coalesce(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '')), 'D'))) STORED;--> statement-breakpoint
ALTER TABLE "listings" drop column "search_facts";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_facts" "tsvector" GENERATED ALWAYS AS (to_tsvector('lwl_search', coalesce(details->>'subjects', '') || ' ' || coalesce(details->>'boards', '') || ' ' || coalesce(details->>'affiliation', '') || ' ' || coalesce(jsonb_path_query_array(details, '$.courses[*].name')::text, '') || ' ' || coalesce(details->>'entranceExams', ''))) STORED;--> statement-breakpoint
-- Adding the columns fires no trigger: the words they bring (entrance exams) join the vocabulary here.
INSERT INTO search_terms (term)
  SELECT DISTINCT unnest(tsvector_to_array(search_document)) FROM listings
  ON CONFLICT (term) DO NOTHING;
