import { CreateAccountScreen } from '@/components/provider-account/CreateAccountScreen';

export default CreateAccountScreen;
