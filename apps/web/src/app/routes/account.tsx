// The account page, rendered in the browser, with the customer's occasions after the addresses.
import { browserPageLoader } from '../../i18n/load-messages';
import { AccountPage } from '../../features/account/pages/account-page';
import { OccasionsSection } from '../../features/occasions';

export default function Account() {
  return (
    <AccountPage>
      <OccasionsSection />
    </AccountPage>
  );
}
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['account', 'occasions']);
