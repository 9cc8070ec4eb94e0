interface "Demo Releaser" extends Alfix.Demo.IBase, "Demo Other"
{
    Access = Public;

    procedure Release(var Order: Record "Demo Order"): Boolean;
    procedure Describe() Description: Text
    procedure Reset();
}
