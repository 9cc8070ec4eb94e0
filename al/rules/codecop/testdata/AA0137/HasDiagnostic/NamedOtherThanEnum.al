codeunit 50138 "AA0137 Return Events"
{
    var
        [=Category=]: Enum EventCategory;

    [ExternalBusinessEvent('ReturnPosted', 'Return posted', 'Raised when a return is posted.', EventCategory::Sales, '1.0')]
    local procedure ReturnPosted(ReturnId: Guid)
    begin
    end;
}
