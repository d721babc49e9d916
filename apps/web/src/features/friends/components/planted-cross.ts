// Planted to prove the limit: a feature importing another feature.
export { ParentUnlockForm } from '../../lessons/components/parent-unlock-form.tsx';
