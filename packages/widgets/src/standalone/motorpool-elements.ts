/**
 * Entry of `dist/standalone/motorpool-elements.js`: one classic script, React
 * included, that defines every `motorpool-*` element. Partner pages load it
 * with `<script src>`; each element renders in its own shadow root with its
 * CSS built in (vite.elements.config.ts).
 */
import { registerMotorpoolElements } from '../elements';

registerMotorpoolElements();
