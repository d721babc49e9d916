export { NewPincode as NewPincodePage } from '../../features/parent/components/new-pincode.tsx';
