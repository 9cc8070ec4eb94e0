dotnet
{
    assembly("Microsoft.Dynamics.Nav.Ncl")
    {
        Culture = 'neutral';

        type("Microsoft.Dynamics.Nav.Runtime.NavText"; "NavText") { }
    }
}
