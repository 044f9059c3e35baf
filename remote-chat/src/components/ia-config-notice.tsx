import { useIaConfig } from '../lib/api/get-especialistas';
import './ia-config-notice.css';

/**
 * Says what the operator must set when the server has no model (the screens keep working: a
 * specialist can be created and its context written; only answering needs the model).
 */
export function IaConfigNotice() {
  const ia = useIaConfig();
  if (!ia.data || ia.data.configurada) return null;
  return (
    <p className="ia-config-notice" role="note">
      {ia.data.aviso}
    </p>
  );
}
