codeunit 50315 "Pragma Inactive"
{
    procedure Run()
    begin
#if NEVERDEFINED
#pragma warning disable
#endif
        Message('x');
    end;
}
