namespace Fabrikam.Fleet;

using Fabrikam.BaseStub;

codeunit 50302 "FAB Fleet Events"
{
    [EventSubscriber(ObjectType::Codeunit, Codeunit::"Company Triggers", 'OnCompanyOpen', '', false, false)]
    local procedure WarmUpFleet()
    begin
    end;

    procedure ResetKeys()
    begin
        CreateEncryptionKey();
    end;

    procedure CheckVehicle(var Vehicle: Record "FAB Vehicle")
    begin
        asserterror Vehicle.TestField(Description);
    end;
}
