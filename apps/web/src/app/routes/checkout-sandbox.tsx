import { SandboxPage } from '@/features/checkout/components/sandbox-page';
import { Logo } from '../layout/logo';

export default function CheckoutSandboxRoute() {
  return <SandboxPage brand={<Logo />} />;
}
