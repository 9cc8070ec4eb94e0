table 50188 "LC0088 Shipment"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Priority; [=Option=])
        {
            OptionMembers = Low,Normal,High;
        }
    }
}

codeunit 50188 "LC0088 Options"
{
    var
        [=Direction=]: Option Inbound,Outbound;

    procedure Route([=Mode=]: Option Road,Rail; Count: Integer): [=Option Fast,Slow=]
    var
        [=Speed=]: option Fast,Slow;
    begin
        Speed := Speed::Fast;
        SetMode(Mode);
        exit(Speed);
    end;

    local procedure SetMode([=Mode=]: Option Road,Rail) Result: [=Option Done,Failed=]
    begin
    end;
}
