table 50300 "Garage"
{
    fields
    {
        field(1; "Code"; Code[10]) { }
    }
}

table 50301 "Garage Bay"
{
    fields
    {
        field(1; "Garage Code"; Code[10]) { }
        field(2; "Bay No."; Integer) { }
    }
}

page 50300 "Garage List"
{
    PageType = List;
    SourceTable = Garage;

    trigger OnOpenPage()
    var
        GarageBay: Record "Garage Bay";
    begin
        [=CurrPage.SetSelectionFilter(GarageBay)=];
    end;
}

codeunit 50300 "Garage Pages"
{
    var
        GlobalBay: Record "Garage Bay";

    procedure RunPages()
    var
        TempGarageBay: Record "Garage Bay" temporary;
        DepVehicle: Record "Dep Vehicle";
    begin
        [=Page.Run(Page::"Garage List", GlobalBay)=];
        if [=Page.RunModal(Page::"Garage List", TempGarageBay)=] = Action::LookupOK then;
        [=Page.Run(Page::"Dep Vehicle List", GlobalBay)=];
        [=Page.RunModal(Page::"Garage List", DepVehicle, DepVehicle."No.")=];
        [=Page.Run(Page::"Garage List", BayOf())=];
    end;

    procedure PageVariables(var GarageBay: Record "Garage Bay")
    var
        GarageList: Page "Garage List";
    begin
        [=GarageList.SetTableView(GarageBay)=];
        [=GarageList.SetRecord(GarageBay)=];
        [=GarageList.GetRecord(GarageBay)=];
        [=GarageList.SetSelectionFilter(GarageBay)=];
    end;

    local procedure BayOf(): Record "Garage Bay"
    begin
    end;
}
