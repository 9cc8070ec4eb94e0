codeunit 50193 "AA0247 Old Runtime"
{
}
