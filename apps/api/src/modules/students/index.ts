// What the students module offers the rest of the API; nothing else of it is imported from outside.
export { STUDENT_NOT_FOUND, StudentsService } from './students.service';
