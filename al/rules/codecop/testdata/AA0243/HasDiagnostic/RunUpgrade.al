codeunit 50243 "AA0243 Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    begin
    end;
}

codeunit 50244 "AA0243 Runner"
{
    procedure Run()
    var
        Upgrade: Codeunit "AA0243 Upgrade";
    begin
        [=Codeunit.Run(Codeunit::"AA0243 Upgrade")=];
        [=CODEUNIT.Run(50243)=];
        [=Upgrade.Run()=];
    end;
}
