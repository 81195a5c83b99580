import { lazy } from 'react'
import { nextTask } from './nextTask'

/**
 * `lazy`, with the chunk asked for in a task of its own rather than inside the render that first
 * draws the component. Vite's loader adds a `modulepreload` link for each file the chunk needs
 * that the page does not name yet, and each link starts a fetch on the main thread: the night's
 * registration form needs eight files, and their links made the render that draws it, right
 * after the page is taken over, about 10 ms longer (unthrottled; 40 ms on a phone's CPU), one
 * task a tap must wait for. Asked for in the next task, the render only shows the placeholder.
 */
export const lazyInItsOwnTask: typeof lazy = (load) => lazy(() => nextTask().then(load))
