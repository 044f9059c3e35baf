import { useId, useState } from 'react';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'mask' | 'endAdornment'>;

/**
 * A password input with a show/hide button. The button says what it will do ('Mostrar senha' /
 * 'Ocultar senha'), which is clearer to a screen reader than a pressed state on a fixed label.
 * autoComplete defaults to 'current-password'; pass 'new-password' on sign-up and change forms.
 */
export function PasswordField({ id, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Browsers must not offer to spell-check or capitalise a password shown as text.
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className="cb-icon-button"
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={inputId}
          onClick={() => setVisible((current) => !current)}
        >
          <Icon name={visible ? 'visibility_off' : 'visibility'} />
        </button>
      }
    />
  );
}
