codeunit 50100 C
{
    Access = Public;
}
