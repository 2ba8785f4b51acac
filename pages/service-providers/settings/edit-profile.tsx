import { EditProfileScreen } from '@/components/settings/EditProfileScreen';

export default EditProfileScreen;
