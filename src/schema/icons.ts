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
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Login from '@mui/icons-material/Login';
import Payments from '@mui/icons-material/Payments';
import Timeline from '@mui/icons-material/Timeline';
import Category from '@mui/icons-material/Category';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import DoneAll from '@mui/icons-material/DoneAll';
import Block from '@mui/icons-material/Block';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';
import Build from '@mui/icons-material/Build';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Paid from '@mui/icons-material/Paid';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import RestartAlt from '@mui/icons-material/RestartAlt';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Sync from '@mui/icons-material/Sync';
import Visibility from '@mui/icons-material/Visibility';
import TaskAlt from '@mui/icons-material/TaskAlt';
import HourglassTop from '@mui/icons-material/HourglassTop';
import PersonOff from '@mui/icons-material/PersonOff';
import HowToReg from '@mui/icons-material/HowToReg';
import Gavel from '@mui/icons-material/Gavel';

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
  RestoreFromTrash,
  Login,
  Payments,
  Timeline,
  Category,
  Check,
  Close,
  DoneAll,
  Block,
  Replay,
  Send,
  Build,
  PlayArrow,
  Paid,
  LocalShipping,
  Edit,
  Lock,
  LockOpen,
  RestartAlt,
  MeetingRoom,
  Sync,
  Visibility,
  TaskAlt,
  HourglassTop,
  PersonOff,
  HowToReg,
  Gavel,
} satisfies Record<IconName, SvgIconComponent>;
