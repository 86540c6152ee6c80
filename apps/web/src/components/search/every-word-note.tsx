import { countOf, type Noun } from "../../lib/plural.ts";
import styles from "./search-browse.module.css";

/**
 * A search of several words whose results include some with only part of them: how many have every
 * word. Those come first; the note says where the looser matches begin, so that "robotics lab sunrise"
 * does not look like 39 equally good answers.
 */
export function EveryWordNote({ count, noun }: { count: number | undefined; noun: Noun }) {
  if (count === undefined) return null;
  const verb = count === 1 ? "has" : "have";
  const lead = count === 0 ? `No ${noun.one} has` : `${countOf(count, noun)} ${verb}`;
  return (
    <p className={styles.everyWord}>
      {lead} every word of your search{count === 0 ? "; these" : "; the others"} match only some of them.
    </p>
  );
}
