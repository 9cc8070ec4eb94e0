codeunit 50255 "AC0027 Fine"
{
    var
        SalesTok: Label 'Sales', Locked = true;
        SalesLbl: Label 'Sales';
        PurchaseLbl: Label 'Purchase', Locked = false;
        EmptyLbl: Label '', Locked = true;
        OtherTxt: Label 'Something else', Locked = true;
        SalesX: Label 'Sales', Locked = true;
        SomeText: Text;
}
