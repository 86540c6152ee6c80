-- The search service's words (modules/search): fuzzystrmatch gives the bounded edit distance of typo
-- tolerance (levenshtein_less_equal), and lwl_search is the simple configuration with unaccent in
-- front, so École, ecole and ECOLE are one word. Hyphenated words are indexed as their parts only.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION lwl_search (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION lwl_search
  ALTER MAPPING FOR asciiword, word, numword, hword_part, hword_asciipart, hword_numpart WITH unaccent, simple;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION lwl_search DROP MAPPING FOR asciihword, hword, numhword;
