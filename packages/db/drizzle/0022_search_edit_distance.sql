-- The search's typo tolerance by edits (issue 27): the optimal string alignment distance between two
-- words, where a deletion, an insertion, a substitution and a swap of two neighbouring letters each
-- count one, capped at max_edits + 1. The same rule as apps/api's listing/search/editDistance.ts,
-- which the in-memory search uses; searchIndex.int.test.ts checks that both answer alike.
CREATE OR REPLACE FUNCTION search_edit_distance(a text, b text, max_edits integer) RETURNS integer
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  before integer[];
  last integer[];
  cur integer[];
  best integer;
  last_best integer := 0;
  d integer;
  cost integer;
BEGIN
  IF abs(la - lb) > max_edits THEN RETURN max_edits + 1; END IF;
  IF la = 0 OR lb = 0 THEN RETURN least(greatest(la, lb), max_edits + 1); END IF;
  before := array_fill(0, ARRAY[lb + 1], ARRAY[0]);
  last := array_fill(0, ARRAY[lb + 1], ARRAY[0]);
  cur := array_fill(0, ARRAY[lb + 1], ARRAY[0]);
  FOR j IN 0..lb LOOP last[j] := j; END LOOP;
  FOR i IN 1..la LOOP
    cur[0] := i;
    best := i;
    FOR j IN 1..lb LOOP
      cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
      d := least(last[j] + 1, cur[j - 1] + 1, last[j - 1] + cost);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        d := least(d, before[j - 2] + 1);
      END IF;
      cur[j] := d;
      IF d < best THEN best := d; END IF;
    END LOOP;
    IF best > max_edits AND last_best > max_edits THEN RETURN max_edits + 1; END IF;
    last_best := best;
    before := last;
    last := cur;
  END LOOP;
  RETURN least(last[lb], max_edits + 1);
END
$$;
