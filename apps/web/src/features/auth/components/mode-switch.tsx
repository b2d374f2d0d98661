import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { LoginMode } from '../lib/return-to';

/** The Sign In / Create Account toggle: two pressed-state buttons. */
export function ModeSwitch({ mode, onChange }: { mode: LoginMode; onChange: (mode: LoginMode) => void }) {
  const { t } = useTranslation('auth');
  const options: Array<[LoginMode, string]> = [
    ['signin', t('login.signInTab')],
    ['signup', t('login.signUpTab')],
  ];
  return (
    <div role="group" aria-label={t('login.modes')} className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-11 rounded-lg text-sm font-semibold transition-colors',
            mode === value ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700 hover:text-gray-900',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
