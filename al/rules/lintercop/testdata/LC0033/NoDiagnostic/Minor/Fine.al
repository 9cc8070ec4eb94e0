codeunit 50308 "LC0033 Minor"
{
}
