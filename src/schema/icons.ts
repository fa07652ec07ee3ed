/** Icon names a schema may use → MUI icons, imported one by one (named imports bloat dev builds). */
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../../resources/define';
import Map from '@mui/icons-material/Map';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import AccountTree from '@mui/icons-material/AccountTree';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import Hub from '@mui/icons-material/Hub';
import Inventory from '@mui/icons-material/Inventory';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Sell from '@mui/icons-material/Sell';
import LocalOffer from '@mui/icons-material/LocalOffer';
import CreditCard from '@mui/icons-material/CreditCard';
import Style from '@mui/icons-material/Style';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import ElectricBike from '@mui/icons-material/ElectricBike';
import TwoWheeler from '@mui/icons-material/TwoWheeler';
import People from '@mui/icons-material/People';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Wallet from '@mui/icons-material/Wallet';
import Backpack from '@mui/icons-material/Backpack';
import ReportProblem from '@mui/icons-material/ReportProblem';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Savings from '@mui/icons-material/Savings';
import Undo from '@mui/icons-material/Undo';
import Dns from '@mui/icons-material/Dns';
import Sms from '@mui/icons-material/Sms';
import Warning from '@mui/icons-material/Warning';
import Terminal from '@mui/icons-material/Terminal';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Key from '@mui/icons-material/Key';
import BugReport from '@mui/icons-material/BugReport';
import Policy from '@mui/icons-material/Policy';
import Login from '@mui/icons-material/Login';
import Payments from '@mui/icons-material/Payments';
import Timeline from '@mui/icons-material/Timeline';
import Category from '@mui/icons-material/Category';

export const ICONS = {
  Map,
  BarChart,
  Business,
  AccountTree,
  Store,
  Storefront,
  Hub,
  Inventory,
  SwapHoriz,
  Sell,
  LocalOffer,
  CreditCard,
  Style,
  BatteryChargingFull,
  ElectricBike,
  TwoWheeler,
  People,
  VerifiedUser,
  AccountBalanceWallet,
  Wallet,
  Backpack,
  ReportProblem,
  ReceiptLong,
  ShoppingCart,
  Savings,
  Undo,
  Dns,
  Sms,
  Warning,
  Terminal,
  ManageAccounts,
  AdminPanelSettings,
  Key,
  BugReport,
  Policy,
  Login,
  Payments,
  Timeline,
  Category,
} satisfies Record<IconName, SvgIconComponent>;
