page 50134 "LC0095 Callback Page"
{
    Caption = 'LC0095 Callback Page';

    procedure ShowDetails([=Info=]: ErrorInfo)
    begin
    end;

    procedure OpenSetup([=Notify=]: Notification)
    begin
    end;
}
