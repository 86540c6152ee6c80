import { PASSWORD_MIN_LENGTH, passwordProblems } from "@lwl/contracts/password-policy";
import styles from "./form.module.css";

/**
 * The password policy's problems with what is typed so far, shown under the box before anything is
 * sent: the contract's passwordProblems, the same rules the server applies.
 */
export function PasswordRules({ password, email }: { password: string; email: string }) {
  if (password === "") return <>At least {PASSWORD_MIN_LENGTH} characters, and not your e-mail address.</>;
  const problems = passwordProblems(password, email);
  if (problems.length === 0) return <p className={styles.rulesMet}>This password meets the rules.</p>;
  return (
    <ul className={styles.rules}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
