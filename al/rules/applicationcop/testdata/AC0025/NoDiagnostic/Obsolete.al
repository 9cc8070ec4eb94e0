codeunit 50322 "Old Csv Writer"
{
    [Obsolete('Use Type Helper.', '25.0')]
    procedure Init()
    var
        NewLine: Char;
    begin
        NewLine := 10;
    end;
}
