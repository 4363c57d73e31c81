import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../hooks/use-sign-out.ts';

export function SignOutButton() {
  const { t } = useTranslation('common');
  const { signOut, signingOut } = useSignOut();
  return (
    <Button variant="default" size="sm" onClick={() => void signOut()} loading={signingOut} data-testid="sign-out">
      {t('signOut')}
    </Button>
  );
}
