import { brokenPasswordRules, type PasswordRule } from '@workwear/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score (0-4) a new password needs: 3 is "safely unguessable: moderate protection from an
 * offline attack" (about 10^8 guesses). 'password123' and 'qwertyuiop' score 0; the demo passwords 4.
 */
export const MIN_PASSWORD_SCORE = 3;

// Built on first use: the common word lists (about 30,000 passwords and words) are ranked once per process.
let estimator: ZxcvbnFactory | undefined;
const strengthEstimator = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/**
 * Every rule a new password breaks: the domain's (the same in the storefront's form), then, when it
 * passes those, whether it is too easy to guess, judged with the login name and its parts as words
 * an attacker would try first. Every place that sets a password calls this.
 */
export function newPasswordProblems(password: string, loginName: string): PasswordRule[] {
  const broken = brokenPasswordRules(password, loginName);
  if (broken.length > 0) return broken;
  const personal = [loginName, ...loginName.split(/[@._+-]/).filter((part) => part.length > 2)];
  return strengthEstimator().check(password, personal).score < MIN_PASSWORD_SCORE ? ['tooWeak'] : [];
}
