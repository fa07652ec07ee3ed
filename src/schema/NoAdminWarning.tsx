/**
 * A role without RESOURCE_ADMIN is saved on purpose sometimes (the guest role), but its users are
 * refused at sign-in: the role editor says so, in place, and offers to add the code. A warning,
 * not a validation error — react-admin's validators block the save, and this must not.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { ADMIN_CODE } from '../../resources/privilege-tree';

export function NoAdminWarning({ adminName, onGrant, id }: { adminName: string; onGrant: () => void; id?: string }) {
  const translate = useTranslate();
  return (
    <Alert id={id} severity="warning" sx={{ mt: 1 }}>
      <AlertTitle>{translate('app.privileges.no_admin_title')}</AlertTitle>
      {translate('app.privileges.no_admin', { name: adminName, code: ADMIN_CODE })}
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={onGrant}>
          {translate('app.privileges.grant_admin', { name: adminName })}
        </Button>
      </Box>
    </Alert>
  );
}
