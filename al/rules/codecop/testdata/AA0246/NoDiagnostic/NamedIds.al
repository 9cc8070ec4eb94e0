codeunit 50171 "AA0246 Named Ids"
{
    procedure Run()
    var
#pragma warning disable AA0137, AA0021
        Unused: Integer;
#pragma warning restore
    begin
    end;

#if NOT_DEFINED
#pragma warning disable
#endif
}
