codeunit 50111 "Fix Only"
{
    procedure P()
    var
        [=Dropped=]: Integer;
    begin
        Message('x');
    end;
}
