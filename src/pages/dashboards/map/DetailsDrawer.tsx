/**
 * The side panel of a clicked store or cabinet: a MUI Drawer anchored at the inline end (right in
 * left-to-right, left in right-to-left: MUI flips `anchor="right"` with the theme's direction).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MapPoint, MapState } from './mapData';

const STATE_COLOR: Record<MapState, 'success' | 'default' | 'error'> = { online: 'success', offline: 'default', fault: 'error' };

export interface DetailsDrawerProps {
  point: MapPoint | null;
  record: RaRecord | undefined;
  areaName: (id: unknown) => string | undefined;
  storeName: (id: unknown) => string | undefined;
  formatDate: (iso: unknown) => string | undefined;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 40%) 1fr', gap: 1, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function DetailsDrawer({ point, record, areaName, storeName, formatDate, onClose }: DetailsDrawerProps) {
  const translate = useTranslate();
  const open = !!point;
  const cabinet = point?.kind === 'cabinet';
  const res = cabinet ? 'cab-devices' : 'stores';
  const field = (name: string) => translate(`resources.${res}.fields.${name}`);
  const en = (name: string, value: unknown) =>
    value === undefined || value === null || value === '' ? undefined : translate(`resources.${res}.enums.${name}.${String(value)}`);
  const r = (record ?? {}) as Record<string, unknown>;
  const href = point ? (cabinet ? `/apps/cab/device/${encodeURIComponent(point.id)}/show` : `/apps/store/store/${encodeURIComponent(point.id)}/show`) : '/';
  const titleId = 'ops-map-details-title';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 }, p: 0 }, role: 'dialog', 'aria-labelledby': titleId } as object }}
      data-testid="ops-map-details"
    >
      {point && (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                {translate(cabinet ? 'app.dashboard.map_kind_cabinet' : 'app.dashboard.map_kind_store')}
              </Typography>
              <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {String(r.name ?? point.label)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {String(r.sn ?? '')}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={translate('app.dashboard.map_close_panel')} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ px: 2, pb: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color={STATE_COLOR[point.state]}
              label={
                cabinet
                  ? (en('health', r.health) ?? translate(`app.dashboard.map_state_${point.state}`))
                  : (en('status', r.status) ?? translate(`app.dashboard.map_state_${point.state}`))
              }
            />
            {cabinet && r.deployStatus ? <Chip size="small" variant="outlined" label={en('deployStatus', r.deployStatus)} /> : null}
          </Box>
          <Divider />
          <Box component="dl" sx={{ px: 2, py: 1, m: 0, flex: 1, overflowY: 'auto' }}>
            <Row label={field('areaId')}>{areaName(r.areaId ?? point.areaId)}</Row>
            {cabinet ? (
              <>
                <Row label={field('storeId')}>{storeName(r.storeId)}</Row>
                <Row label={field('batteryNum')}>
                  {r.batteryNum === undefined
                    ? undefined
                    : translate('app.dashboard.map_batteries_of', { count: String(r.batteryNum), full: String(r.fullNum ?? 0), doors: String(r.doors ?? '?') })}
                </Row>
                <Row label={field('brand')}>{en('brand', r.brand)}</Row>
                <Row label={field('lastHeartbeatAt')}>{formatDate(r.lastHeartbeatAt)}</Row>
              </>
            ) : (
              <>
                <Row label={field('manager')}>{r.manager as string | undefined}</Row>
                <Row label={field('phone')}>{r.phone as string | undefined}</Row>
                <Row label={field('businessHours')}>{r.businessHours as string | undefined}</Row>
              </>
            )}
            <Row label={field('address')}>{r.address as string | undefined}</Row>
            <Row label={field('location')}>
              <span dir="ltr">
                {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
              </span>
            </Row>
          </Box>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button
              component={RouterLink}
              to={href}
              variant="contained"
              fullWidth
              // white text on the primary colour is under WCAG AA (4.26:1 light, 3.11:1 dark): its darker shade
              sx={{ bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } }}
              endIcon={<OpenInNewIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
            >
              {translate(cabinet ? 'app.dashboard.map_open_cabinet' : 'app.dashboard.map_open_store')}
            </Button>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
