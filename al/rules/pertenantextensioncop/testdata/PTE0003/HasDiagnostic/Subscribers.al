codeunit 50100 "Login Work"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", [='OnCompanyOpen'=], '', false, false)]
    local procedure DoOnOpen()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", [='oncompanyopencompleted'=], '', false, false)]
    local procedure DoOnOpenCompleted()
    begin
    end;
}
