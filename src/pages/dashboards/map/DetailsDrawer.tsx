/**
 * The side panel of a clicked store or cabinet: a MUI Drawer anchored at the inline end (right in
 * left-to-right, left in right-to-left: MUI flips `anchor="right"` with the theme's direction).
 * Its links are those the user may follow: the record's page, and the batteries there (the
 * company's battery list, or a store manager's own store-level one).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { geoText } from '../../../../kinds/geo';
import { listLink, recordLink, type ListLink } from '../links';
import { useListLinks } from '../useListLinks';
import type { MapPoint, MapState } from './mapData';

const LINKED = ['cab-devices', 'stores', 'batteries', 'store-batteries'];

/** The batteries at a store or in a cabinet: the company's list, else (a store manager) the store-level one, already scoped. */
function batteryLinks(point: MapPoint, scopedTo: string | null | undefined): (ListLink | undefined)[] {
  const field = point.kind === 'cabinet' ? 'cabinetId' : 'storeId';
  const company = listLink('batteries', { [field]: point.id });
  const own = point.kind === 'cabinet' ? listLink('store-batteries', { cabinetId: point.id }) : point.id === scopedTo ? listLink('store-batteries') : undefined;
  return scopedTo ? [own] : [company, own];
}

const STATE_COLOR: Record<MapState, 'success' | 'default' | 'error'> = { online: 'success', offline: 'default', fault: 'error' };

export interface DetailsDrawerProps {
  point: MapPoint | null;
  record: RaRecord | undefined;
  areaName: (id: unknown) => string | undefined;
  storeName: (id: unknown) => string | undefined;
  formatDate: (iso: unknown) => string | undefined;
  onClose: () => void;
  /** The store the user is bound to (a store manager), if any. */
  scopedTo?: string | null;
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

export function DetailsDrawer({ point, record, areaName, storeName, formatDate, onClose, scopedTo }: DetailsDrawerProps) {
  const translate = useTranslate();
  const href = useListLinks(LINKED);
  const open = !!point;
  const cabinet = point?.kind === 'cabinet';
  const res = cabinet ? 'cab-devices' : 'stores';
  const field = (name: string) => translate(`resources.${res}.fields.${name}`);
  const en = (name: string, value: unknown) =>
    value === undefined || value === null || value === '' ? undefined : translate(`resources.${res}.enums.${name}.${String(value)}`);
  const r = (record ?? {}) as Record<string, unknown>;
  const recordHref = point ? href(recordLink(cabinet ? 'cab-devices' : 'stores', point.id)) : undefined;
  const batteriesHref = point ? batteryLinks(point, scopedTo).map(href).find(Boolean) : undefined;
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
                <Row label={translate('app.dashboard.batteries')}>{typeof r.batteries === 'number' ? String(r.batteries) : undefined}</Row>
                <Row label={translate('app.dashboard.cabinets')}>{typeof r.cabinets === 'number' ? String(r.cabinets) : undefined}</Row>
                <Row label={field('manager')}>{r.manager as string | undefined}</Row>
                <Row label={field('phone')}>{r.phone as string | undefined}</Row>
                <Row label={field('businessHours')}>{r.businessHours as string | undefined}</Row>
              </>
            )}
            <Row label={field('address')}>{r.address as string | undefined}</Row>
            <Row label={field('location')}>
              <span dir="ltr">{geoText(point)}</span>
            </Row>
          </Box>
          {(recordHref || batteriesHref) && (
            <>
              <Divider />
              <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
                {recordHref && (
                  <Button
                    component={RouterLink}
                    to={recordHref}
                    variant="contained"
                    fullWidth
                    // white text on the primary colour is under WCAG AA (4.26:1 light, 3.11:1 dark): its darker shade
                    sx={{ bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark', filter: 'brightness(0.9)' } }}
                    endIcon={<ArrowForwardIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
                  >
                    {translate(cabinet ? 'app.dashboard.map_open_cabinet' : 'app.dashboard.map_open_store')}
                  </Button>
                )}
                {batteriesHref && (
                  <Button component={RouterLink} to={batteriesHref} variant="outlined" fullWidth>
                    {translate(cabinet ? 'app.dashboard.map_open_cabinet_batteries' : 'app.dashboard.map_open_store_batteries')}
                  </Button>
                )}
              </Box>
            </>
          )}
        </Box>
      )}
    </Drawer>
  );
}
