import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Input } from '@/components/ui/field';

/** A password box with a show/hide toggle, so people on small keyboards can check what they typed. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string }) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        {...props}
        type={isVisible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pr-12"
      />
      <button
        type="button"
        aria-label={t('fields.showPassword')}
        aria-pressed={isVisible}
        aria-controls={props.id}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
