export { Logo } from './Logo';
export { MenuToggle } from './MenuToggle';
export { ThemeToggle } from './ThemeToggle';
