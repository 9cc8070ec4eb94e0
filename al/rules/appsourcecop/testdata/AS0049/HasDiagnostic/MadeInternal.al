codeunit 50100 [|C|]
{
    Access = Internal;
}
