codeunit 50314 "Pragmas Named"
{
    // #pragma warning disable
    procedure Run()
    begin
#pragma warning disable AA0137, AL0432
        Message('#pragma warning disable');
#pragma warning restore
    end;
}
