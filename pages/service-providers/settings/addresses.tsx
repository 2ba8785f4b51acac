import { AddressesScreen } from '@/components/settings/AddressesScreen';

export default AddressesScreen;
