import { Check, X } from 'lucide-react';
import { checkPasswordRules } from '@crowdspark/shared/constants/password-rules';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { cn } from '@/lib/utils';

/** The server's password rules, each ticked live as the user types. */
export function PasswordRulesList({ id, policy, password }: { id: string; policy: PasswordPolicy; password: string }) {
  const rules = checkPasswordRules(policy, password);
  return (
    <ul id={id} aria-label="Requirements" className="grid gap-1 text-sm">
      {rules.map((rule) => (
        <li
          key={rule.id}
          data-met={rule.met}
          className={cn('flex items-center gap-2', rule.met ? 'text-success' : 'text-muted-foreground')}
        >
          {rule.met ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
          <span>
            {rule.label}
            <span className="sr-only">{rule.met ? ' (met)' : ' (not met yet)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
