import { ComingSoon } from './coming-soon';

export default function Route() {
  return <ComingSoon title="Free reservation" />;
}
